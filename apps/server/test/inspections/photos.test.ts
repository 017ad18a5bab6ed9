import { randomUUID } from 'node:crypto';
import {
  INSPECTION_PHOTO_MAX_BYTES,
  bookableDays,
  defined,
  inspectionMessages as m,
  inspectionsContract as c,
  nzCalendarDate,
} from '@consent/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { inspectionBookings, inspectionPhotos } from '../../src/db/schema.js';
import { createUnusedPhotoCleanup, UNUSED_PHOTO_DAYS } from '../../src/modules/inspections/photoCleanup.js';
import { storePhoto } from '../../src/modules/inspections/photos.js';
import { createStorage, StoredFileMissing, type FileStorage } from '../../src/storage/index.js';
import { answerOf, bodyOf } from '../support/answer.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilStaff } from '../support/council.js';
import { multipartFile } from '../support/documents.js';
import { grantedWithInspections, requiredOf } from './support.js';

const AUCKLAND = 1;
const CHRISTCHURCH = 2;

/** A JPEG segment: marker, two-byte length (itself included), payload. */
const segment = (marker: number, payload: string) =>
  Buffer.concat([
    Buffer.from([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]),
    Buffer.from(payload, 'latin1'),
  ]);
/** A phone's JPEG: JFIF, EXIF with a GPS position, XMP with one too, then its tables and scan. */
const phoneJpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8]),
  segment(0xe0, 'JFIF\0\x01\x01'),
  segment(0xe1, 'Exif\0\0MM\0*GPSLatitude -36.8485 GPSLongitude 174.7633'),
  segment(0xe1, 'http://ns.adobe.com/xap/1.0/\0<exif:GPSLatitude>36,50.91S</exif:GPSLatitude>'),
  segment(0xdb, '\0quantisation-table'),
  segment(0xda, '\0\x03scan'),
  Buffer.from('compressed image bytes', 'latin1'),
  Buffer.from([0xff, 0xd9]),
]);

let app: FastifyInstance;
let db: Db;
let storage: FileStorage;
let owner: Client;
let officer: Client;
let appId: number;
let bookingId: number;

const photosUrl = (id: number, councilId = AUCKLAND) =>
  `/api/council/councils/${councilId}/inspections/bookings/${id}/photos`;
function upload(client: Client, content: Buffer, councilId = AUCKLAND, filename = 'IMG_0001.jpg') {
  const { payload, headers } = multipartFile(filename, content, 'image/jpeg');
  return client.request({ method: 'POST', url: photosUrl(bookingId, councilId), payload, headers });
}

beforeAll(async () => {
  storage = createStorage({ kind: 'local', dir: null }, null);
  app = await createTestApp({}, { storage });
  db = (await app.databaseReady).db;
  owner = await registerUser(app, 'owner');
  ({ appId, officer } = await grantedWithInspections(app, owner, AUCKLAND, ['Pre-slab']));
  const inspection = defined((await requiredOf(owner, appId))[0], 'pre-slab');
  const date = defined(bookableDays(new Date(), 1)[0], 'a day');
  const booked = await owner.post(`/api/applications/${appId}/inspections/${inspection.id}/booking`, {
    date,
    period: 'morning',
  });
  bookingId = defined(answerOf(booked, c.book).inspection.booking, 'the booking').id;
  await db
    .update(inspectionBookings)
    .set({ slotDate: nzCalendarDate(new Date()) })
    .where(eq(inspectionBookings.id, bookingId));
});
afterAll(() => app?.close());

describe("an inspector's photos (issue 32.4)", () => {
  let photoId: string;

  it('stores a JPEG without its EXIF and XMP location, under a generated name, and serves it to the council', async () => {
    const uploaded = await upload(officer, phoneJpeg);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const answer = answerOf(uploaded, c.uploadPhoto);
    photoId = answer.photoId;
    expect(answer).toMatchObject({ contentType: 'image/jpeg' });
    expect(answer.size).toBeLessThan(phoneJpeg.length);
    const [row] = await db.select().from(inspectionPhotos).where(eq(inspectionPhotos.id, photoId));
    expect(row?.storedName).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.storedName).not.toBe(photoId);

    const served = await officer.get(`/api/council/councils/${AUCKLAND}/inspections/photos/${photoId}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const bytes = served.rawPayload;
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(bytes.toString('latin1')).not.toMatch(/GPS|Exif|xap/);
    expect(bytes.toString('latin1')).toContain('compressed image bytes');
    expect(bytes.length).toBe(answer.size);
  });

  it('refuses a photo over the size limit (413), a GIF passed off as a JPEG (415) and a broken JPEG (400)', async () => {
    const large = Buffer.concat([phoneJpeg.subarray(0, 2), Buffer.alloc(INSPECTION_PHOTO_MAX_BYTES)]);
    const tooLarge = await upload(officer, large);
    expect(tooLarge.statusCode).toBe(413);
    expect(bodyOf(tooLarge)).toMatchObject({ message: m.photoTooLarge });
    expect(m.photoTooLarge).toBe('A photo must be 8 MB or smaller');

    const gif = await upload(officer, Buffer.from('GIF89a\x01\x00\x01\x00 not a jpeg', 'latin1'));
    expect(gif.statusCode).toBe(415);
    expect(bodyOf(gif)).toMatchObject({ message: m.photoTypeRefused });

    const broken = await upload(officer, Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x7f, 0xff, 0x00]));
    expect(broken.statusCode).toBe(400);
    expect(JSON.stringify(bodyOf(broken))).toContain(m.photoUnreadable);
    expect(await db.select().from(inspectionPhotos).where(eq(inspectionPhotos.bookingId, bookingId))).toHaveLength(1);
  });

  it("keeps another council's staff (404) and the applicant (403) out of the council's photo routes", async () => {
    const other = await councilStaff(app, CHRISTCHURCH);
    for (const [client, status] of [
      [other, 404],
      [owner, 403],
    ] as const) {
      expect((await upload(client, phoneJpeg)).statusCode).toBe(status);
      expect((await client.get(`/api/council/councils/${AUCKLAND}/inspections/photos/${photoId}`)).statusCode).toBe(
        status,
      );
    }
    expect((await upload(other, phoneJpeg, CHRISTCHURCH)).statusCode).toBe(404);
    expect((await other.get(`/api/council/councils/${CHRISTCHURCH}/inspections/photos/${photoId}`)).statusCode).toBe(
      404,
    );
  });

  it('shows the applicant a photo once the result carrying it is recorded, and refuses a photo of another booking', async () => {
    const applicantUrl = `/api/applications/${appId}/inspections/photos/${photoId}`;
    expect((await owner.get(applicantUrl)).statusCode).toBe(404);
    const stranger = await registerUser(app, 'stranger');

    const unknown = await officer.post(`/api/council/councils/${AUCKLAND}/inspections/bookings/${bookingId}/result`, {
      outcome: 'failed',
      notes: 'Damp-proof membrane torn',
      photoIds: [randomUUID()],
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(bodyOf(unknown))).toContain(m.photoNotOfBooking);

    const recorded = await officer.post(`/api/council/councils/${AUCKLAND}/inspections/bookings/${bookingId}/result`, {
      outcome: 'failed',
      notes: 'Damp-proof membrane torn',
      photoIds: [photoId],
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(answerOf(recorded, c.recordResult).inspection.result?.photoIds).toEqual([photoId]);
    expect((await requiredOf(owner, appId))[0]?.latestResult?.photoIds).toEqual([photoId]);

    const seen = await owner.get(applicantUrl);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.toString('latin1')).not.toContain('GPS');
    expect((await stranger.get(applicantUrl)).statusCode).toBe(404);
    const late = await upload(officer, phoneJpeg);
    expect(late.statusCode).toBe(409);
    expect(bodyOf(late)).toMatchObject({ message: m.photoAfterResult });
  });

  it('deletes a photo no result names a week after its upload, with its stored file; keeps a used one and a recent one', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const uploadedDaysAgo = async (days: number) => {
      const file = await storePhoto(storage, { contentType: 'image/jpeg', bytes: phoneJpeg });
      const id = randomUUID();
      await db
        .insert(inspectionPhotos)
        .values({ id, bookingId, ...file, createdAt: new Date(Date.now() - days * DAY) });
      return { id, storedName: file.storedName };
    };
    const abandoned = await uploadedDaysAgo(UNUSED_PHOTO_DAYS + 1);
    const recent = await uploadedDaysAgo(UNUSED_PHOTO_DAYS - 1);
    // The photo the recorded result names, as old as the abandoned one.
    await db
      .update(inspectionPhotos)
      .set({ createdAt: new Date(Date.now() - 30 * DAY) })
      .where(eq(inspectionPhotos.id, photoId));

    expect(await createUnusedPhotoCleanup(() => db, storage, app.log)(new Date())).toBe(1);
    const left = await db.select().from(inspectionPhotos).where(eq(inspectionPhotos.bookingId, bookingId));
    expect(left.map((p) => p.id).sort()).toEqual([photoId, recent.id].sort());
    await expect(storage.get(abandoned.storedName)).rejects.toBeInstanceOf(StoredFileMissing);
    (await storage.get(recent.storedName)).destroy();
    expect((await owner.get(`/api/applications/${appId}/inspections/photos/${photoId}`)).statusCode).toBe(200);
  });
});
