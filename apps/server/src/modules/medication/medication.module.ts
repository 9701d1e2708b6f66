import type { ServerModule } from '../module-context.js';
import { MedicationEvents } from './medication.events.js';
import { MedicationRepository } from './medication.repository.js';
import { medicationRoutes } from './medication.routes.js';
import { MedicationService } from './medication.service.js';

/** Medication requested by parents and given by staff (care log, module daycare; decision 042). */
export const registerMedicationModule: ServerModule<MedicationService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
  media,
}) => {
  const medication = new MedicationService({
    repository: new MedicationRepository(db),
    schools,
    events: new MedicationEvents(hub),
    clock,
    media,
  });
  await app.register(medicationRoutes, { medication, guard });
  return medication;
};
