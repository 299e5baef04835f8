import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../auth/decorators.js';
import type { UserPrincipal } from '../auth/principal.js';
import { ZodPipe } from '../common/zod-body.js';
import {
  featuresBody,
  newCompanyBody,
  type FeaturesBody,
  type NewCompanyBody,
} from './companies.dto.js';
import { CompaniesService } from './companies.service.js';

@ApiTags('companies')
@ApiBearerAuth()
@Controller()
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @Roles('super')
  @Post('company/new')
  @ApiOperation({
    summary: 'Create a company and its admin with a temporary password (super only)',
  })
  create(@Body(new ZodPipe(newCompanyBody)) body: NewCompanyBody) {
    return this.companies.create(body.name, body.email, body.password, {
      adminName: body.admin_name,
    });
  }

  @Post('company')
  @HttpCode(200)
  @ApiOperation({
    summary: "The caller's company",
    description:
      'The specification lists POST /company without its payload or answer; it answers the company of the logged-in user: {id, name, logo, color, features}.',
  })
  mine(@CurrentUser() user: UserPrincipal) {
    return this.companies.get(user.companyId);
  }

  @Roles('super')
  @Get('companies')
  @ApiOperation({ summary: 'All companies with their features (super only)' })
  list() {
    return this.companies.list();
  }

  @Roles('super')
  @Patch('companies/:id/features')
  @ApiOperation({ summary: "Turn a company's features on and off (super only)" })
  setFeatures(
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(featuresBody)) body: FeaturesBody,
  ) {
    return this.companies.setFeatures(id, body.features);
  }
}
