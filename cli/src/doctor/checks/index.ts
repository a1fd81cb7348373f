import type { Check } from '../types.ts';
import { allowedRedirects } from './allowedRedirects.ts';
import { bootstrap } from './bootstrap.ts';
import { botProtection } from './botProtection.ts';
import { cookieOptions } from './cookieOptions.ts';
import { locale } from './locale.ts';
import { oauthProviders } from './oauthProviders.ts';
import { oneTap } from './oneTap.ts';
import { otpMethods } from './otpMethods.ts';
import { productOptions } from './productOptions.ts';
import { products } from './products.ts';
import { publicToken } from './publicToken.ts';
import { redirectUrls } from './redirectUrls.ts';
import { siteCookies } from './siteCookies.ts';
import { siteCsp } from './siteCsp.ts';
import { sitePages } from './sitePages.ts';
import { sitePasskeys } from './sitePasskeys.ts';
import { siteRedirects } from './siteRedirects.ts';
import { siteWidget } from './siteWidget.ts';
import { theme } from './theme.ts';

/** Every doctor check, in the order they are reported. */
export const checks: Check[] = [
  products,
  productOptions,
  otpMethods,
  oauthProviders,
  oneTap,
  redirectUrls,
  publicToken,
  cookieOptions,
  theme,
  locale,
  bootstrap,
  botProtection,
  allowedRedirects,
  sitePages,
  siteCsp,
  sitePasskeys,
  siteCookies,
  siteRedirects,
  siteWidget,
];
