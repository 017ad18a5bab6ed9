/**
 * A photo taken on site, made small on the phone before it is kept or sent (issue 32.4, ADR 0073): its longest side
 * at most 1600 px, re-encoded as JPEG at quality 0.8. Drawing on a canvas keeps the pixels only, so the camera's
 * EXIF block (the place, as GPS latitude and longitude, the phone's make, the time) is not in what is sent.
 */
export const PHOTO_LONGEST_SIDE = 1600;
export const PHOTO_QUALITY = 0.8;
export const PHOTO_TYPE = 'image/jpeg';

/** The size a photo is drawn at: scaled down to fit the longest side, never up. */
export function fittedSize(width: number, height: number, longest = PHOTO_LONGEST_SIDE) {
  const scale = Math.min(1, longest / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The photo resized and re-encoded; rejects when the browser cannot read it as an image. */
export async function resizePhoto(file: Blob): Promise<Blob> {
  // Turned upright as the camera's orientation tag says, since the re-encoded photo no longer carries the tag.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas to draw the photo on');
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => {
          if (blob) resolve(blob);
          else reject(new Error('The photo could not be encoded'));
        },
        PHOTO_TYPE,
        PHOTO_QUALITY,
      );
    });
  } finally {
    bitmap.close();
  }
}
