// The render pool's thread when the server runs from its TypeScript sources (tsx, vitest): loads the
// worker through tsx's API, which works whether or not the thread inherited tsx from the main thread.
// The built server does not use this file: the bundle's thread loads dist/pdfRenderWorker.js.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./renderWorker.ts', import.meta.url);
export default worker.default;
