import { Controller, Res } from '@nestjs/common';
import {
  cancelTransactionRoute, confirmDriversLicenseRoute, createCustomerVehicleRoute, driversLicenseImageRoute, getCustomerProtectionPlansRoute,
  getDeliveryDetailsRoute, getDeliveryTypesRoute, getDriversLicenseRoute, getFormDetailsRoute, getPaymentDetailsRoute, getProtectionPlansRoute,
  getTransactionDetailsRoute, getTransactionsListRoute, saveCompletedStepsRoute, saveDeliveryRoute, saveProtectionPlanRoute, sendLeadRoute,
  uploadDriversLicenseRoute, type RouteInput,
} from '@marketplace/contracts';
import type { FastifyReply } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../platform/http/endpoint';
import type { RequestContext } from '../../../platform/http/request-context';
import { Transactions } from '../application/transactions';
import { TransactionQueries } from '../queries/transaction-queries';

/**
 * Spec §7 customer calls of the purchase steps, and the buy-online reference calls. Every call about a transaction
 * checks that it is the caller's (someone else's answers 404); every change is an event.
 */
@Controller()
export class CustomerPurchaseController {
  constructor(private readonly transactions: Transactions, private readonly queries: TransactionQueries) {}

  @Endpoint(createCustomerVehicleRoute, { allow: 'authenticated' })
  create(@Input() input: RouteInput<typeof createCustomerVehicleRoute>, @Ctx() ctx: RequestContext) {
    return this.transactions.start(input.body, ctx);
  }

  @Endpoint(saveCompletedStepsRoute, { allow: 'authenticated' })
  saveStep(@Input() input: RouteInput<typeof saveCompletedStepsRoute>, @Ctx() ctx: RequestContext) {
    return this.transactions.saveStep(input.body, ctx);
  }

  @Endpoint(getTransactionDetailsRoute, { allow: 'authenticated' })
  details(@Input() input: RouteInput<typeof getTransactionDetailsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.details(input.query, ctx);
  }

  @Endpoint(getTransactionsListRoute, { allow: 'authenticated' })
  list(@Ctx() ctx: RequestContext) {
    return this.queries.list(ctx);
  }

  @Endpoint(getFormDetailsRoute, { allow: 'authenticated' })
  formDetails(@Input() input: RouteInput<typeof getFormDetailsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.formDetails(input.query.transactionId, ctx);
  }

  @Endpoint(getProtectionPlansRoute, { allow: 'public' })
  protectionPlans(@Input() input: RouteInput<typeof getProtectionPlansRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.vehicleProtectionPlans(input.query.vehicleId, ctx);
  }

  @Endpoint(getCustomerProtectionPlansRoute, { allow: 'authenticated' })
  customerProtectionPlans(@Input() input: RouteInput<typeof getCustomerProtectionPlansRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.customerProtectionPlans(input.query.transactionId, ctx);
  }

  @Endpoint(saveProtectionPlanRoute, { allow: 'authenticated' })
  saveProtectionPlan(@Input() input: RouteInput<typeof saveProtectionPlanRoute>, @Ctx() ctx: RequestContext) {
    return this.transactions.saveProtectionPlan(input.body, ctx);
  }

  @Endpoint(getDeliveryTypesRoute, { allow: 'public' })
  async deliveryTypes() {
    return { deliveryTypes: await this.queries.deliveryTypes() };
  }

  @Endpoint(getDeliveryDetailsRoute, { allow: 'authenticated' })
  deliveryDetails(@Input() input: RouteInput<typeof getDeliveryDetailsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.deliveryDetails(input.query.transactionId, ctx);
  }

  @Endpoint(saveDeliveryRoute, { allow: 'authenticated' })
  saveDelivery(@Input() input: RouteInput<typeof saveDeliveryRoute>, @Ctx() ctx: RequestContext) {
    return this.transactions.saveDelivery(input.body, ctx);
  }

  @Endpoint(uploadDriversLicenseRoute, { allow: 'authenticated' })
  uploadLicense(@Input() input: RouteInput<typeof uploadDriversLicenseRoute>, @Ctx() ctx: RequestContext) {
    return this.transactions.uploadLicense(input.body, ctx);
  }

  @Endpoint(getDriversLicenseRoute, { allow: 'authenticated' })
  license(@Input() input: RouteInput<typeof getDriversLicenseRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.licenseStatus(input.query.transactionId, ctx);
  }

  @Endpoint(driversLicenseImageRoute, { allow: 'authenticated' })
  async licenseImage(
    @Input() input: RouteInput<typeof driversLicenseImageRoute>, @Ctx() ctx: RequestContext, @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const file = await this.queries.licenseImage(input.params.transactionId, input.params.side, ctx);
    void reply.header('content-type', file.contentType).header('cache-control', 'private, no-store').header('content-disposition', 'inline');
    return file.data;
  }

  @Endpoint(confirmDriversLicenseRoute, { allow: 'authenticated' })
  confirmLicense(@Input() input: RouteInput<typeof confirmDriversLicenseRoute>, @Ctx() ctx: RequestContext) {
    return this.transactions.confirmLicense(input.body, ctx);
  }

  @Endpoint(getPaymentDetailsRoute, { allow: 'authenticated' })
  paymentDetails(@Input() input: RouteInput<typeof getPaymentDetailsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.paymentDetails(input.query.transactionId, ctx);
  }

  @Endpoint(cancelTransactionRoute, { allow: 'authenticated' })
  cancel(@Input() input: RouteInput<typeof cancelTransactionRoute>, @Ctx() ctx: RequestContext) {
    return this.transactions.cancel(input.body, ctx);
  }

  @Endpoint(sendLeadRoute, { allow: 'authenticated' })
  sendLead(@Input() input: RouteInput<typeof sendLeadRoute>, @Ctx() ctx: RequestContext) {
    return this.transactions.sendLead(input.body, ctx);
  }
}
