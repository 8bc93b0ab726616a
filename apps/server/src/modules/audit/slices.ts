import { GetCustomerViewController } from './queries/get-customer-view/get-customer-view.http.controller';
import { GetCustomerViewHandler } from './queries/get-customer-view/get-customer-view.handler';
import { RecordSubjectViewHandler } from './commands/record-subject-view/record-subject-view.handler';
import { RecordStaffReadsHandler } from './commands/record-staff-reads/record-staff-reads.handler';
import { RevealPersonalDataController } from './commands/reveal-personal-data/reveal-personal-data.http.controller';
import { RevealPersonalDataHandler } from './commands/reveal-personal-data/reveal-personal-data.handler';
import { CheckReadModelsController } from './queries/check-read-models/check-read-models.http.controller';
import { CheckReadModelsHandler } from './queries/check-read-models/check-read-models.handler';
import { ExportPersonalDataController } from './queries/export-personal-data/export-personal-data.http.controller';
import { ExportPersonalDataHandler } from './queries/export-personal-data/export-personal-data.handler';
import { GetBundleController } from './queries/get-bundle/get-bundle.http.controller';
import { GetBundleHandler } from './queries/get-bundle/get-bundle.handler';
import { GetEventDiffController } from './queries/get-event-diff/get-event-diff.http.controller';
import { GetEventDiffHandler } from './queries/get-event-diff/get-event-diff.handler';
import { GetSubjectStateController } from './queries/get-subject-state/get-subject-state.http.controller';
import { GetSubjectStateHandler } from './queries/get-subject-state/get-subject-state.handler';
import { GetTimelineController } from './queries/get-timeline/get-timeline.http.controller';
import { GetTimelineHandler } from './queries/get-timeline/get-timeline.handler';
import { SearchSubjectsController } from './queries/search-subjects/search-subjects.http.controller';
import { SearchSubjectsHandler } from './queries/search-subjects/search-subjects.handler';

export const AUDIT_CONTROLLERS = [SearchSubjectsController, GetTimelineController, GetEventDiffController, GetSubjectStateController, RevealPersonalDataController, GetBundleController,
  CheckReadModelsController, ExportPersonalDataController, GetCustomerViewController,
];
export const AUDIT_HANDLERS = [
  SearchSubjectsHandler, GetTimelineHandler, GetEventDiffHandler, GetSubjectStateHandler, RecordSubjectViewHandler, RevealPersonalDataHandler, GetBundleHandler, CheckReadModelsHandler,
  ExportPersonalDataHandler, GetCustomerViewHandler, RecordStaffReadsHandler,
];
