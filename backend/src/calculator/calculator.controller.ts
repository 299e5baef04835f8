import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, CurrentUser, RepAccess, Roles } from '../auth/decorators.js';
import type { Principal, UserPrincipal } from '../auth/principal.js';
import { ZodPipe } from '../common/zod-body.js';
import { saveCalculatorBody, type SaveCalculatorBody } from './calculator.dto.js';
import { CalculatorService } from './calculator.service.js';

@ApiTags('calculator')
@ApiBearerAuth()
@Controller('bee/calculator')
export class CalculatorController {
  constructor(private readonly calculators: CalculatorService) {}

  @RepAccess()
  @Roles('admin')
  @ApiSecurity('view-key')
  @Get()
  @ApiOperation({
    summary: "The company's what-if calculator",
    description:
      "Admins get their company's config; a rep key gets it only when the company has whatif-calc and " +
      "the key was granted whatif-calc (else 403). 404 'No data found.' when the company has none.",
  })
  get(@CurrentPrincipal() principal: Principal) {
    return principal.kind === 'rep'
      ? this.calculators.forRep(principal)
      : this.calculators.forAdmin(principal.companyId);
  }

  @Roles('admin')
  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: "Save the company's calculator config",
    description:
      'Answers the saved config; 400 with the reason when a formula names anything outside the config.',
  })
  save(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(saveCalculatorBody)) body: SaveCalculatorBody,
  ) {
    return this.calculators.save(user.companyId, body.data);
  }
}
