import { Body, Controller } from '@nestjs/common';
import { calculator, type SaveCalculatorBody } from '@commissionbee/shared/contracts/calculator';
import { CurrentPrincipal, CurrentUser } from '../auth/decorators.js';
import type { Principal, UserPrincipal } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { CalculatorService } from './calculator.service.js';

@Controller()
export class CalculatorController {
  constructor(private readonly calculators: CalculatorService) {}

  @Route(calculator.get)
  get(@CurrentPrincipal() principal: Principal) {
    return principal.kind === 'rep'
      ? this.calculators.forRep(principal)
      : this.calculators.forAdmin(principal.companyId);
  }

  @Route(calculator.save)
  save(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(calculator.save.body)) body: SaveCalculatorBody,
  ) {
    return this.calculators.save(user.companyId, body.data);
  }
}
