import { createRouter, createWebHistory } from 'vue-router';
import { client } from './client.ts';

/** The site's pages by path, each loaded when first visited; unknown paths show the sign-in page. */
export const router = createRouter({
  history: createWebHistory(),
  routes: [
    // A visitor who is signed in already goes on to the account page.
    { path: '/', component: () => import('./pages/LoginPage.vue'), beforeEnter: () => (client.session.getSync() ? '/account' : true) },
    { path: '/authenticate', component: () => import('./pages/AuthenticatePage.vue') },
    { path: '/reset-password', component: () => import('./pages/ResetPasswordPage.vue') },
    { path: '/account', component: () => import('./pages/AccountPage.vue') },
    { path: '/passkeys', component: () => import('./pages/PasskeysPage.vue') },
    { path: '/:unknown(.*)*', redirect: '/' },
  ],
});

/**
 * Tells the router the address the sdk left: the sdk takes a link's token out of the address bar with
 * `history.replaceState`, which vue-router does not see, and its next push would write its own copy of the old
 * address, token and all, back into the history.
 */
export function followAddressBar(): void {
  void router.replace(window.location.href.slice(window.location.origin.length));
}
