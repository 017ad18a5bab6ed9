import { describe, expect, it } from 'vitest';
import { applicationPath, resumePath } from '../src/index.js';

describe('where an application opens (spec point 2, redirects)', () => {
  it.each([
    ['standard', 3, '/helix/newapp/7?task=jump&step=3'],
    ['multiproof', 8, '/helix/newapp/7?task=jump&step=8'],
    ['fasttrack', 3, '/helix/fastTrackApplication/7'],
    ['flooded', 3, '/helix/floodAffectedBuildings/7'],
  ])('opens a %s application at step %i at %s', (param, step, path) => {
    expect(applicationPath(7, param, step)).toBe(path);
  });

  it("resumes an open application at the wizard's resume, which opens the first page still needing an answer", () => {
    expect(resumePath({ appId: 7, param: 'standard', completed: false })).toBe('/helix/newapp/7');
    expect(resumePath({ appId: 7, param: 'fasttrack', completed: false })).toBe('/helix/fastTrackApplication/7');
  });

  it('opens the summary of a completed application', () => {
    expect(resumePath({ appId: 7, param: 'standard', completed: true }, () => 0.5)).toBe(
      '/helix/app/obca/7/500000?opt=resume',
    );
  });
});
