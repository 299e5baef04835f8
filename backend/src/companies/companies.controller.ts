import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FEATURES } from '@commissionbee/shared/types';
import { z } from 'zod';
import { CurrentUser, Roles } from '../auth/decorators.js';
import type { UserPrincipal } from '../auth/principal.js';
import { ZodPipe } from '../common/zod-body.js';
import { CompaniesService } from './companies.service.js';

export const newCompanyBody = z.object({
  name: z.string().trim().min(1, 'Company Name is required').max(200),
  email: z.string().trim().email('Admin Email must be a valid email address').max(320),
  password: z.string().min(1, 'Admin Temp Password is required').max(200),
});
export const featuresBody = z.object({
  features: z.array(z.enum(FEATURES as [string, ...string[]])).max(10),
});

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
  create(@Body(new ZodPipe(newCompanyBody)) body: z.infer<typeof newCompanyBody>) {
    return this.companies.create(body.name, body.email, body.password);
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
    @Body(new ZodPipe(featuresBody)) body: z.infer<typeof featuresBody>,
  ) {
    return this.companies.setFeatures(id, body.features);
  }
}
