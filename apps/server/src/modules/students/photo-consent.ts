/** Who changed a child's photo consent, and when. */
export interface ConsentStamp {
  byUserId: string;
  at: Date;
}

/** The consent columns of a child row, with who changed it and when. */
export interface ConsentColumns {
  photoConsent: boolean;
  photoConsentChangedAt: Date;
  photoConsentChangedByUserId: string;
}

/**
 * Every write of a child's photo consent (a parent, the office's form, a CSV import or its undo)
 * records who and when with it (decision 040): the family's account screen shows them, and the
 * audit is not the only trace. Answers the columns to write, or none when consent stays as it was.
 */
export function consentChange(
  consent: boolean | undefined,
  was: boolean | null,
  stamp: ConsentStamp,
): ConsentColumns | Record<string, never> {
  if (consent === undefined || consent === was) return {};
  return {
    photoConsent: consent,
    photoConsentChangedAt: stamp.at,
    photoConsentChangedByUserId: stamp.byUserId,
  };
}

/**
 * After a consent change committed outside the library (the office's form, an import): the
 * class-media module refreshes the photos the children are tagged on. Registered before the
 * students and imports modules, it is handed to them (app.ts).
 */
export interface ConsentAnnouncer {
  consentChanged(schoolId: string, childIds: string[]): Promise<void>;
}
