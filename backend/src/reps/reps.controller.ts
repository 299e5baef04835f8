import {
  Body,
  Controller,
  Header,
  Param,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import multer from 'multer';
import { reps, type RepListQuery, type RepProfileBody } from '@commissionbee/shared/contracts/reps';
import { CurrentActor, CurrentUser } from '../auth/decorators.js';
import { actorMaySee, type Actor, type UserPrincipal } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { uploadedFileName } from '../common/csv-file.js';
import { LedgerUploadParser } from '../uploads/ledger-upload-parser.js';
import { UploadSlot } from '../uploads/upload-slots.js';
import { RepEmailPipe } from './reps.dto.js';
import { NOT_A_MAPPING_CSV } from './reps.messages.js';
import { RepsService } from './reps.service.js';
import { appError } from '../common/app-error.js';

const MAPPING_FILE = FileInterceptor('file', {
  storage: multer.memoryStorage(),
  limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, fieldSize: 1024 },
});

@Controller()
export class RepsController {
  constructor(
    private readonly reps: RepsService,
    private readonly parser: LedgerUploadParser,
  ) {}

  @Route(reps.list)
  @Header('Cache-Control', 'no-store')
  list(@CurrentActor() user: Actor, @Query(new ZodPipe(reps.list.query)) query: RepListQuery) {
    return this.reps.page(user.companyId, query);
  }

  @Route(reps.mapping)
  // Like the ledger uploads: a slot before the body is read, the parse in the upload workers.
  @UseInterceptors(UploadSlot, MAPPING_FILE)
  async mapping(
    @CurrentUser() user: UserPrincipal,
    @UploadedFile() file: Express.Multer.File | undefined,
  ) {
    if (!file) throw appError('REPS_MAPPING_NOT_A_CSV', NOT_A_MAPPING_CSV);
    return this.reps.uploadMapping(
      user.companyId,
      await this.parser.mapping(file.buffer),
      uploadedFileName(file.originalname),
    );
  }

  @Route(reps.detail)
  @Header('Cache-Control', 'no-store')
  detail(@CurrentActor() user: Actor, @Param('email', RepEmailPipe) email: string) {
    return this.reps.detail(user.companyId, email, actorMaySee(user, 'activity:read'));
  }

  @Route(reps.update)
  update(
    @CurrentUser() user: UserPrincipal,
    @Param('email', RepEmailPipe) email: string,
    @Body(new ZodPipe(reps.update.body)) body: RepProfileBody,
  ) {
    return this.reps.update(user.companyId, email, body);
  }
}
