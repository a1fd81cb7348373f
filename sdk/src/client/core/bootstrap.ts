import type { Network } from './network/Network.ts';
import type { BootstrapData } from '../../protocol/types.ts';

/** The defaults when bootstrap fails: no watermark, captcha off, every PKCE requirement off. */
export const DEFAULT_BOOTSTRAP: BootstrapData = {
  disable_sdk_watermark: true,
  captcha_settings: { enabled: false },
  cname_domain: null,
  email_domains: [],
  pkce_required_for_email_magic_links: false,
  pkce_required_for_password_resets: false,
  pkce_required_for_oauth: false,
  pkce_required_for_sso: false,
  slug_pattern: '',
  create_organization_enabled: false,
  password_config: null,
  dfp_protected_auth_enabled: false,
  dfp_protected_auth_mode: 'OBSERVATION',
  rbac_policy: null,
};

/**
 * Fetches the project's bootstrap data once and shares the answer with every caller. When the call fails, the
 * callers of that moment get the defaults and the next call asks again, so one dropped connection at start does
 * not leave a PKCE-required project without PKCE for the life of the page.
 */
export class Bootstrap {
  private pending: Promise<BootstrapData> | null = null;

  constructor(
    private readonly network: Network,
    private readonly publicToken: string,
    /** Told of the provider's answer once it arrives (bot protection starts loading its scripts then). */
    private readonly onData?: (data: BootstrapData) => void,
  ) {}

  get(): Promise<BootstrapData> {
    this.pending ??= this.network
      .request<Partial<BootstrapData>>({
        method: 'GET',
        path: `/projects/bootstrap/${encodeURIComponent(this.publicToken)}`,
        withoutSession: true,
        answer: 'bootstrap',
      })
      .then(
        (answer) => {
          const data = { ...DEFAULT_BOOTSTRAP, ...answer };
          this.onData?.(data);
          return data;
        },
        () => {
          this.pending = null;
          return DEFAULT_BOOTSTRAP;
        },
      );
    return this.pending;
  }
}
