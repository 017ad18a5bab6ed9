/* Where an inspection's photos download from, without the contract's schemas (ADR 0095). */

/**
 * Where a photo is downloaded (the answer is the image, not JSON, so these are not contract routes): council
 * members of the booking's council, and whoever may read the application (the one access check).
 */
export const inspectionPhotoPaths = {
  council: '/api/council/councils/:councilId/inspections/photos/:photoId',
  applicant: '/api/applications/:appId/inspections/photos/:photoId',
} as const;
