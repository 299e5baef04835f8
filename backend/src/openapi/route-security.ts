// Each route's access as the guard gives it, read from the same metadata the guard enforces
// (@Public, @Roles, @RepAccess, @TokenScope): the OpenAPI document's security and the access
// matrix test both read it from here.
import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer, Reflector } from '@nestjs/core';
import type { ApiScope } from '@commissionbee/shared/api';
import { IS_PUBLIC, REP_ACCESS, ROLES, TOKEN_SCOPE } from '../auth/decorators.js';
import type { Role } from '../auth/principal.js';
const METHODS = ['get', 'post', 'put', 'delete', 'patch', 'options', 'head', 'all'];

export interface RouteSecurity {
  route: string;
  public: boolean;
  roles: Role[];
  repAccess: boolean;
  scope: ApiScope | null;
}

/** Every controller route with the access the guard gives it. */
export function routeSecurity(app: INestApplication): RouteSecurity[] {
  const reflector = app.get(Reflector);
  const found: RouteSecurity[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!type) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, type) ?? '');
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as number | undefined;
        if (path === undefined || method === undefined) continue;
        const targets = [handler, type];
        const repAccess = reflector.getAllAndOverride<boolean>(REP_ACCESS, targets) ?? false;
        const full = `/api/${base}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
        found.push({
          route: `${METHODS[method].toUpperCase()} ${full}`,
          public: reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false,
          roles: reflector.getAllAndOverride<Role[]>(ROLES, targets) ?? (repAccess ? [] : ['user']),
          repAccess,
          scope: reflector.getAllAndOverride<ApiScope>(TOKEN_SCOPE, targets) ?? null,
        });
      }
    }
  }
  return found;
}

/** The document's own routes (served by Swagger, not a controller): public. */
export const docsAccess = (route: string): RouteSecurity => ({
  route,
  public: true,
  roles: [],
  repAccess: false,
  scope: null,
});
