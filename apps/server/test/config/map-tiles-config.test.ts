import { describe, expect, it } from 'vitest';
import { LINZ_AERIAL_TILES, readConfig } from '../../src/config.js';

describe("the site map's tiles (issue 15.7)", () => {
  it("are LINZ's aerial basemap by default once a LINZ key is configured, with LINZ's attribution", () => {
    const { mapTiles } = readConfig({ LINZ_BASEMAPS_API_KEY: 'k3y' });
    expect(mapTiles.url).toBe(LINZ_AERIAL_TILES.replace('{key}', 'k3y'));
    expect(mapTiles.url).toMatch(
      /^https:\/\/basemaps\.linz\.govt\.nz\/v1\/tiles\/aerial\/WebMercatorQuad\/\{z\}\/\{x\}\/\{y\}\.webp\?api=k3y$/,
    );
    expect(mapTiles.attribution).toContain('Land Information New Zealand');
  });

  it('are what MAP_TILE_URL names, and none with MAP_TILE_URL=none or without a LINZ key (the SPA then draws its NZ outline)', () => {
    expect(
      readConfig({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png', LINZ_BASEMAPS_API_KEY: 'k3y' }).mapTiles.url,
    ).toBe('https://tiles.example/{z}/{x}/{y}.png');
    expect(readConfig({ MAP_TILE_URL: 'none', LINZ_BASEMAPS_API_KEY: 'k3y' }).mapTiles.url).toBeNull();
    expect(readConfig({}).mapTiles.url).toBeNull();
  });
});
