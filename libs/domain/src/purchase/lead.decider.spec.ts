import { givenFor } from '../shared/testing/given';
import { leadDecider, type LeadEvent, type SendLead } from './lead';

const given = givenFor(leadDecider);
const vehicle = { vehicleId: 'veh-1', companyId: 1, year: 2024, make: 'Mazda', model: 'CX-5' };
const send = (over: Partial<SendLead> = {}): SendLead => ({
  type: 'SendLead', leadId: 'lead-1', userId: 'user-1', vehicle, transactionId: null, kind: 'question', message: ' Is it still available? ',
  contactMethod: null, phone: null, now: '2026-03-02T15:00:00.000Z', ...over,
});
const submitted = (data: Partial<LeadEvent['data']> = {}): LeadEvent => ({
  type: 'LeadSubmitted',
  data: { leadId: 'lead-1', userId: 'user-1', vehicle, transactionId: null, kind: 'question', message: 'Is it still available?', submittedAt: '2026-03-02T15:00:00.000Z', ...data },
});

describe('a buyer\'s message to the dealer', () => {
  it('is recorded once, its text trimmed; without a way asked, none is recorded (the card then guesses)', () => {
    given().when(send()).then([submitted()]);
    given(submitted()).when(send()).then([]);
  });

  it('records how the buyer wants to be reached, and the number to call', () => {
    given().when(send({ kind: 'call_back', contactMethod: 'phone', phone: ' 438 555-0123 ' }))
      .then([submitted({ kind: 'call_back', contactMethod: 'phone', phone: '438 555-0123' })]);
    given().when(send({ contactMethod: 'email' })).then([submitted({ contactMethod: 'email' })]);
  });

  it('asks for a number when the buyer wants a call', () => {
    given().when(send({ contactMethod: 'phone', phone: '  ' })).thenFails('purchase.required', 'phone');
    given().when(send({ contactMethod: 'phone' })).thenFails('purchase.required', 'phone');
  });

  it('needs a listed vehicle', () => {
    given().when(send({ vehicle: null })).thenFails('purchase.vehicle_not_found', 'vehicleId');
  });
});
