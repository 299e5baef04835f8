// Who is calling: a logged-in user (JWT), a rep holding a view key, or a company's API token.
import type { ApiScope } from '@commissionbee/shared/api';
import type { SessionMethod } from '@commissionbee/shared/people';
export interface UserPrincipal {
  kind: 'user';
  userId: number;
  companyId: number;
  email: string;
  admin: boolean;
  super: boolean;
  jti: string;
  expiresAt: number;
  /** Signed in with a temporary password: only the routes that let them change it are open. */
  mustChangePassword: boolean;
  /**
   * How this session began (the JWT's `amr`): with a password, through single sign-on, or with an
   * Administrator's password while the required provider did not answer.
   */
  signedInWith: SessionMethod;
}

export interface RepPrincipal {
  kind: 'rep';
  keyId: number;
  companyId: number;
  /** The key's email, trimmed and lower-cased. */
  email: string;
  viewKey: string;
  customFeatures: string[];
  /** companies.data_version when the key was read: the state of everything the portal shows. */
  dataVersion: string;
  /**
   * An admin looking at the portal (a preview key, or a request that also carries a user
   * session): reads only; the guard refuses every write and nothing is recorded as the rep.
   */
  preview: boolean;
}

/** A script's credential: the company with only the token's scopes, never a person. */
export interface TokenPrincipal {
  kind: 'token';
  tokenId: number;
  companyId: number;
  name: string;
  scopes: ApiScope[];
}

export type Principal = UserPrincipal | RepPrincipal | TokenPrincipal;

/** Who did something, for routes that users and API tokens may both call. */
export interface Actor {
  companyId: number;
  /** The user, or null for an API token. */
  userId: number | null;
  /** An email, or `API token "name"`. */
  label: string;
  /** A token's scopes; null for a user, whose role already decided what the route shows. */
  scopes: ApiScope[] | null;
}

/**
 * Whether the caller may see what this scope covers where it appears inside another answer (a
 * rep's page embeds activity): a user may, a token only with the scope itself.
 */
export function actorMaySee(actor: Actor, scope: ApiScope): boolean {
  return actor.scopes === null || actor.scopes.includes(scope);
}

export type Role = 'admin' | 'super' | 'user';
