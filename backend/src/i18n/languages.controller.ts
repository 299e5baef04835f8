// The languages of reps' emails (issue 33): the rep's own choice from the rep app, and the
// company's default (Settings). The admin's per-rep language is on the rep's profile (reps/).
import { Body, Controller, Header } from '@nestjs/common';
import { isDemoKey } from '@commissionbee/shared/demo';
import { reps, type LanguageSettingsBody } from '@commissionbee/shared/contracts/reps';
import { repPortal, type RepLanguageBody } from '@commissionbee/shared/contracts/view-keys';
import { CurrentRep, CurrentUser } from '../auth/decorators.js';
import type { RepPrincipal, UserPrincipal } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { RepLanguages } from './rep-languages.repository.js';

@Controller()
export class LanguagesController {
  constructor(private readonly languages: RepLanguages) {}

  /** An admin's preview never gets here (the guard refuses a preview's writes). */
  @Route(repPortal.setLanguage)
  async setRepLanguage(
    @CurrentRep() rep: RepPrincipal,
    @Body(new ZodPipe(repPortal.setLanguage.body)) body: RepLanguageBody,
  ) {
    // The public demo is everyone's: its rep's language is nobody's choice to keep.
    if (!isDemoKey(rep.viewKey))
      await this.languages.setRepChoice(rep.companyId, rep.email, body.language);
    return { language: body.language };
  }

  @Route(reps.languageSettings)
  @Header('Cache-Control', 'no-store')
  async settings(@CurrentUser() user: UserPrincipal) {
    return { default_language: await this.languages.companyDefault(user.companyId) };
  }

  @Route(reps.setLanguageSettings)
  async setSettings(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(reps.setLanguageSettings.body)) body: LanguageSettingsBody,
  ) {
    await this.languages.setCompanyDefault(user.companyId, body.default_language);
    return { default_language: body.default_language };
  }
}
