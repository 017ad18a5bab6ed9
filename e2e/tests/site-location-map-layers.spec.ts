import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { atSiteLocation } from '../support/siteLocation';
import { defined } from '@consent/domain';

/**
 * What is drawn at each point of the small map and its zoom control once a dialog is open: the dialog must be on
 * top everywhere (Leaflet's panes and controls carry z-indexes of 400-1000 that once beat the dialog's 100).
 */
async function topmostOverSmallMap(page: Page): Promise<{ point: string; inDialog: boolean; what: string }[]> {
  const map = page.locator('.map-panel > .site-map');
  const zoomIn = map.locator('.leaflet-control-zoom-in');
  await page.getByRole('button', { name: 'Enlarge map' }).click();
  await expect(page.getByRole('dialog', { name: 'Address Marker' }).locator('.site-map')).toBeVisible();
  // Where the small map is now, under the dialog.
  const mapBox = defined(await map.boundingBox(), 'the map box');
  const zoomBox = defined(await zoomIn.boundingBox(), 'the zoom control box');
  const points: Record<string, [number, number]> = {
    'zoom control': [zoomBox.x + zoomBox.width / 2, zoomBox.y + zoomBox.height / 2],
    'map centre': [mapBox.x + mapBox.width / 2, mapBox.y + mapBox.height / 2],
    'map bottom right': [mapBox.x + mapBox.width - 5, mapBox.y + mapBox.height - 5],
  };
  return page.evaluate((at) => {
    // The modal makes the page behind it inert, and hit testing skips inert content; what is drawn on top is the
    // question here (Leaflet's panes once painted over the dialog), so the page is hit-tested as if not inert.
    const inert = [...document.querySelectorAll('[inert]')];
    inert.forEach((e) => {
      e.removeAttribute('inert');
    });
    try {
      return Object.entries(at).map(([point, [x, y]]) => {
        const element = document.elementFromPoint(x, y);
        return {
          point,
          inDialog: Boolean(element?.closest('[role="dialog"]')),
          what: element ? `${element.tagName}.${element.className}` : 'nothing',
        };
      });
    } finally {
      inert.forEach((e) => {
        e.setAttribute('inert', '');
      });
    }
  }, points);
}

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`${name}: the map draws the NZ outline with no tiles configured, and sits under an open dialog`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await atSiteLocation(page, 'Wellington City Council');
    const map = page.locator('.map-panel > .site-map');
    // The small map draws once it is in view (ADR 0094).
    await page.locator('.map-panel').scrollIntoViewIfNeeded();
    // No MAP_TILE_URL here and no internet: the outline shipped with the app is the base layer.
    await expect(map.locator('.leaflet-tile-pane img')).toHaveCount(0);
    await expect(map.locator('.leaflet-nz-outline-pane path.site-map__nz-outline').first()).toBeVisible();

    const found = await topmostOverSmallMap(page);
    expect(found.filter((f) => !f.inDialog)).toEqual([]);
    await expectNoAxeViolations(page);
  });
}

test('a search that finds nothing says so, visibly, with what to try next', async ({ page }) => {
  await atSiteLocation(page, 'Wellington City Council');
  const street = page.getByRole('combobox', { name: 'Street address' });
  await street.fill('77 Zzyzx Boulevard');
  const none = page.getByTestId('no-addresses-found');
  await expect(none).toBeVisible();
  await expect(none).toContainText('No addresses found for “77 Zzyzx Boulevard”');
  await expect(none).toContainText('try fewer words');
  await expect(none).toContainText('pick the place on the map');
  await expect(none).toContainText('enter the address by hand');
  await expectNoAxeViolations(page);
  // Fewer words, as suggested, finds the street; the advice goes once the text changes.
  await street.fill('Willis');
  await expect(page.getByRole('option', { name: /Willis Street, Te Aro, Wellington/ }).first()).toBeVisible();
  await expect(none).toHaveCount(0);
});
