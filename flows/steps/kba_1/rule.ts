/** The form of the knowledge question on the page (kba_1..kba_4, one per page). */
export const KBA_FORM = 'kba';
