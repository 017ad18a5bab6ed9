import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import { uploadDecisionDocument } from './council';

/** The decision document goes up outside the typed client (a file, not JSON); its answer is read the same way. */
describe("spec point 4 'Status result' on the decision document's upload", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const answering = (status: number, body: unknown) =>
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
    );
  const file = new File(['%PDF-1.7'], 'decision.pdf', { type: 'application/pdf' });

  it.each([
    [{ result: 'maybe', message: 'Refused' }, 'Unknown result: maybe'],
    [{ message: 'Bad gateway' }, 'Unknown result'],
  ])("logs the answer %j as '%s', as every other call does", async (body, line) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answering(502, body);
    await expect(uploadDecisionDocument(42, file)).rejects.toBeInstanceOf(ApiError);
    expect(warn).toHaveBeenCalledWith(line);
  });

  it('logs nothing for a refusal that is a status result', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answering(400, { result: 'invalid', message: 'The file is not a PDF' });
    await expect(uploadDecisionDocument(42, file)).rejects.toMatchObject({ message: 'The file is not a PDF' });
    expect(warn).not.toHaveBeenCalled();
  });
});
