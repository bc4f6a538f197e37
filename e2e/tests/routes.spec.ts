import { expect, test } from '@playwright/test';
import { LANGUAGES, ROUTES, routesOfRemote, withLangPrefix, type RouteDef } from '@portal/shared-domain/src/routing';
import { expectMounted, navigateInApp, tokenFor, useToken } from '../src/portal';
import { PORTAL_URL } from '../src/env';

/** A concrete URL of a route pattern: {id} → 1, {code} → a code that is not valid. */
function concrete(route: RouteDef, pattern: string): string {
  return pattern.replace('{id}', '1').replace('{code}', 'e2e-invalid-code').replace('/*', '/e2e-unbekannte-seite');
}

/** The route itself, or another route of the same remote a flow moved on to (e.g. its first step). */
function sameRemote(route: RouteDef): RegExp {
  const names = routesOfRemote(route.remote).map((other) => other.name);
  return new RegExp(`^(${[route.name, ...names.filter((name) => name !== route.name)].join('|')})$`);
}

const open = ROUTES.filter((route) => route.guards.length === 0);
const guarded = ROUTES.filter((route) => route.guards.length > 0);

for (const lang of LANGUAGES) {
  test(`every open route mounts its remote under its layout (${lang})`, async ({ page }) => {
    await page.goto(withLangPrefix('/impressum', lang));
    for (const route of open) {
      for (const pattern of [route.path, ...(route.aliases ?? [])]) {
        await test.step(`${lang} ${pattern}`, async () => {
          await navigateInApp(page, withLangPrefix(concrete(route, pattern), lang));
          await expectMounted(page, route.remote, sameRemote(route), route.layout);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
        });
      }
    }
  });

  test(`every guarded route mounts its remote for a signed-in admin (${lang})`, async ({ page, context, request }) => {
    await useToken(context, await tokenFor(request, 'admin@example.org'));
    await page.goto(withLangPrefix('/impressum', lang));
    for (const route of guarded) {
      for (const pattern of [route.path, ...(route.aliases ?? [])]) {
        await test.step(`${lang} ${pattern}`, async () => {
          await navigateInApp(page, withLangPrefix(concrete(route, pattern), lang));
          await expectMounted(page, route.remote, sameRemote(route), route.layout);
        });
      }
    }
  });
}

test('an unknown path is the CMS catch-all and shows the 404 page', async ({ page }) => {
  await page.goto('/diese-seite-gibt-es-nicht');
  await expectMounted(page, 'mfe-public-site', 'all', 'site');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await page.getByRole('link', { name: 'Zur Startseite', exact: true }).click();
  await expect(page).toHaveURL(`${PORTAL_URL}/`);
});
