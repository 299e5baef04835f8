import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Roles } from '../auth/decorators.js';
import { BackupsService } from './backups.service.js';

@ApiTags('backups')
@ApiBearerAuth()
@Roles('super')
@Controller('super/backups')
export class BackupsController {
  constructor(private readonly backups: BackupsService) {}

  @Get()
  @ApiOperation({
    summary: 'Backups of the embedded database and their schedule (super only)',
    description:
      '{available, message, schedule, keep, directory, running, last_error, backups:[{name,size,created_at}]}; ' +
      'on a PostgreSQL server available is false and message says to use pg_dump.',
  })
  status() {
    return this.backups.status();
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Write a backup now (super only)',
    description:
      'Answers {name,size,created_at,blocked_ms,tables} once the file is written; 409 while another backup runs or on a PostgreSQL server.',
  })
  takeNow() {
    return this.backups.takeNow();
  }

  @Get(':name')
  @ApiProduces('application/sql')
  @ApiOperation({ summary: 'Download one backup, a plain SQL file (super only)' })
  async download(@Param('name') name: string, @Res() res: Response): Promise<void> {
    const path = this.backups.pathOf(name);
    res.setHeader('Content-Type', 'application/sql; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('Cache-Control', 'no-store');
    await pipeline(createReadStream(path), res);
  }
}
