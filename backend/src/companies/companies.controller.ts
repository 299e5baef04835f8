import { Body, Controller, Param, ParseIntPipe } from '@nestjs/common';
import {
  companies,
  type FeaturesBody,
  type NewCompanyBody,
} from '@commissionbee/shared/contracts/companies';
import { CurrentUser } from '../auth/decorators.js';
import type { UserPrincipal } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { CompaniesService } from './companies.service.js';

@Controller()
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @Route(companies.create)
  create(@Body(new ZodPipe(companies.create.body)) body: NewCompanyBody) {
    return this.companies.create(body.name, body.email, body.password, {
      adminName: body.admin_name,
    });
  }

  @Route(companies.mine)
  mine(@CurrentUser() user: UserPrincipal) {
    return this.companies.get(user.companyId);
  }

  @Route(companies.list)
  list() {
    return this.companies.list();
  }

  @Route(companies.setFeatures)
  setFeatures(
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(companies.setFeatures.body)) body: FeaturesBody,
  ) {
    return this.companies.setFeatures(id, body.features);
  }
}
