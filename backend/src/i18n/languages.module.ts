import { Module } from '@nestjs/common';
import { LanguagesController } from './languages.controller.js';
import { RepLanguages } from './rep-languages.repository.js';

@Module({
  controllers: [LanguagesController],
  providers: [RepLanguages],
  exports: [RepLanguages],
})
export class LanguagesModule {}
