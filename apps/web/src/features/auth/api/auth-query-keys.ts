/** Query keys of the auth feature's signed-in calls. */
export const authQueryKeys = {
  /** The signed-in person's ways in (phone, linked Google and Outlook accounts). */
  linkedSignIns: ['auth', 'linked-sign-ins'] as const,
};
