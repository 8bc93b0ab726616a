import { Module } from '@nestjs/common';
import { MailModule } from '../../platform/mail/mail.module';
import { PrivacyModule } from '../../platform/privacy/privacy.module';
import { IdentityModule } from '../identity/identity.public';
import { CreditNotice } from './adapters/credit-notice';
import { CreditNotifier } from './adapters/credit-notifier';
import { CreditPersonalData } from './adapters/credit-personal-data';
import { CREDIT_BUREAU } from './adapters/bureau/credit-bureau.port';
import { creditBureauFrom } from './adapters/bureau/credit-bureau.provider';
import { AddCoApplicantHandler } from './commands/add-co-applicant/add-co-applicant.handler';
import { AnswerCreditReviewHandler } from './commands/answer-credit-review/answer-credit-review.handler';
import { AnswerCreditReviewHttpController } from './commands/answer-credit-review/answer-credit-review.http.controller';
import { CreateCreditApplicationHandler } from './commands/create-credit-application/create-credit-application.handler';
import { CreateCreditApplicationHttpController } from './commands/create-credit-application/create-credit-application.http.controller';
import { GiveCreditConsentHandler } from './commands/give-credit-consent/give-credit-consent.handler';
import { GiveCreditConsentHttpController } from './commands/give-credit-consent/give-credit-consent.http.controller';
import { RequestCreditReviewHandler } from './commands/request-credit-review/request-credit-review.handler';
import { RequestCreditReviewHttpController } from './commands/request-credit-review/request-credit-review.http.controller';
import { SaveCreditApplicationPageHandler } from './commands/save-credit-application-page/save-credit-application-page.handler';
import { SaveCreditApplicationPageHttpController } from './commands/save-credit-application-page/save-credit-application-page.http.controller';
import { SubmitCreditApplicationHandler } from './commands/submit-credit-application/submit-credit-application.handler';
import { SubmitCreditApplicationHttpController } from './commands/submit-credit-application/submit-credit-application.http.controller';
import { GetCreditApplicationDetailsHandler } from './queries/get-credit-application-details/get-credit-application-details.handler';
import { GetCreditApplicationDetailsHttpController } from './queries/get-credit-application-details/get-credit-application-details.http.controller';
import { GetAllCreditApplicationsHandler, GetCreditApplicationsHandler } from './queries/get-credit-applications/get-credit-applications.handler';
import { GetCreditApplicationsHttpController } from './queries/get-credit-applications/get-credit-applications.http.controller';
import { GetCreditReviewRequestHandler } from './queries/get-review-request/get-review-request.handler';
import { GetCreditReviewRequestHttpController } from './queries/get-review-request/get-review-request.http.controller';
import { GetCreditValueListHandler } from './queries/get-value-lists/get-value-lists.handler';
import { GetCreditValueListsHttpController } from './queries/get-value-lists/get-value-lists.http.controller';
import { CreditPublicApi } from './credit-public-api';

/** The credit context (issue #13): pre-qualification wizard, bureau soft pull, decision, review by a person. */
@Module({
  imports: [PrivacyModule, MailModule, IdentityModule],
  controllers: [
    GetCreditValueListsHttpController, CreateCreditApplicationHttpController, SaveCreditApplicationPageHttpController, GiveCreditConsentHttpController,
    SubmitCreditApplicationHttpController, RequestCreditReviewHttpController, AnswerCreditReviewHttpController,
    GetCreditApplicationDetailsHttpController, GetCreditApplicationsHttpController, GetCreditReviewRequestHttpController,
  ],
  providers: [
    { provide: CREDIT_BUREAU, useFactory: () => creditBureauFrom(process.env) },
    CreditPersonalData, CreditNotice, CreditNotifier,
    CreateCreditApplicationHandler, SaveCreditApplicationPageHandler, AddCoApplicantHandler, GiveCreditConsentHandler, SubmitCreditApplicationHandler,
    RequestCreditReviewHandler, AnswerCreditReviewHandler,
    GetCreditApplicationDetailsHandler, GetCreditApplicationsHandler, GetAllCreditApplicationsHandler, GetCreditReviewRequestHandler, GetCreditValueListHandler,
    CreditPublicApi,
  ],
  exports: [CreditPublicApi],
})
export class CreditModule {}
