import { Controller, Param, Res } from '@nestjs/common';
import { backups } from '@commissionbee/shared/contracts/backups';
import type { Response } from 'express';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Route } from '../common/route.js';
import { BackupsService } from './backups.service.js';

@Controller()
export class BackupsController {
  constructor(private readonly backups: BackupsService) {}

  @Route(backups.status)
  status() {
    return this.backups.status();
  }

  @Route(backups.take)
  takeNow() {
    return this.backups.takeNow();
  }

  @Route(backups.download)
  async download(@Param('name') name: string, @Res() res: Response): Promise<void> {
    const path = this.backups.pathOf(name);
    res.setHeader('Content-Type', 'application/sql; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('Cache-Control', 'no-store');
    await pipeline(createReadStream(path), res);
  }
}
