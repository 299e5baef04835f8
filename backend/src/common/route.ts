// Binds a handler to its contract (libs/shared/src/contracts): the method and path, the success
// status, the access the guard enforces and the operation's summary and tag. The OpenAPI document
// reads the rest (request, answers, errors) from the same contract (openapi/document.ts).
import {
  applyDecorators,
  HttpCode,
  RequestMethod,
  RequestMapping,
  SetMetadata,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RouteContract } from '@commissionbee/shared/contracts/contract';
import {
  IS_PUBLIC,
  OPEN_DURING_MAINTENANCE,
  OPEN_WITH_TEMPORARY_PASSWORD,
  REP_ACCESS,
  ROLES,
  TOKEN_SCOPE,
} from '../auth/decorators.js';

/** The contract a handler is bound to, for the OpenAPI document. */
export const ROUTE_CONTRACT = 'cb:route-contract';

const METHODS = {
  GET: RequestMethod.GET,
  POST: RequestMethod.POST,
  PUT: RequestMethod.PUT,
  PATCH: RequestMethod.PATCH,
  DELETE: RequestMethod.DELETE,
} as const;

/**
 * The one decorator of a handler: use it in a controller without a path of its own
 * (`@Controller()`) and without class-level access decorators, so the contract alone says who may
 * call it.
 */
export function Route(contract: RouteContract): MethodDecorator {
  const { access } = contract;
  const metadata =
    access.public === true
      ? [SetMetadata(IS_PUBLIC, true)]
      : [
          SetMetadata(ROLES, access.roles ?? (access.rep ? [] : ['user'])),
          ...(access.rep ? [SetMetadata(REP_ACCESS, true)] : []),
          ...(access.scope ? [SetMetadata(TOKEN_SCOPE, access.scope)] : []),
          ...(access.maintenance ? [SetMetadata(OPEN_DURING_MAINTENANCE, true)] : []),
          ...(access.temporaryPassword ? [SetMetadata(OPEN_WITH_TEMPORARY_PASSWORD, true)] : []),
        ];
  return applyDecorators(
    RequestMapping({ path: contract.path.slice(1), method: METHODS[contract.method] }),
    HttpCode(contract.status),
    ApiTags(contract.tag),
    ApiOperation({
      summary: contract.summary,
      description: contract.description,
      ...(contract.operationId ? { operationId: contract.operationId } : {}),
    }),
    SetMetadata(ROUTE_CONTRACT, contract),
    ...metadata,
  );
}
