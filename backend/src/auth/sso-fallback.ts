// Whether an Administrator's password may stand in for single sign-on right now: only when their
// company allows it and its identity provider does not answer at this moment, which the server
// checks itself (never the client's word). Auth is a base layer and imports no feature, so it
// declares the port here and single sign-on (SsoModule, global) provides it.

export interface ProviderVerdict {
  /** The provider's discovery failed or timed out (just now, or in the last few seconds). */
  unreachable: boolean;
  /** The issuer that was tried, for the activity log. */
  issuer: string | null;
}

export abstract class SsoFallback {
  abstract providerVerdict(companyId: number): Promise<ProviderVerdict>;
}
