import { givenFor } from '../shared/testing/given';
import { LEAD_NOTE_MAX, leadWorkDecider, type LeadWorkEvent } from './lead-work';

const given = givenFor(leadWorkDecider);
const NOW = '2026-12-06T12:00:00.000Z';
const LATER = '2026-12-06T12:05:00.000Z';
const cmd = { leadId: 'l-1', companyId: 1, byUserId: 'u-1', now: NOW };
const by = { leadId: 'l-1', companyId: 1, byUserId: 'u-1', at: NOW };
const contacted: LeadWorkEvent = { type: 'LeadStageChanged', data: { ...by, from: 'new', to: 'contacted', reason: null } };

describe('lead work', () => {
  it('assigns to a user of the company, once per change; another company\'s user is refused', () => {
    given().when({ ...cmd, type: 'AssignLead', assigneeUserId: 'u-2', assigneeInCompany: true })
      .then([{ type: 'LeadAssigned', data: { ...by, assigneeUserId: 'u-2' } }]);
    given({ type: 'LeadAssigned', data: { ...by, assigneeUserId: 'u-2' } })
      .when({ ...cmd, type: 'AssignLead', assigneeUserId: 'u-2', assigneeInCompany: true }).then([]);
    given().when({ ...cmd, type: 'AssignLead', assigneeUserId: 'u-9', assigneeInCompany: false }).thenFails('dealer.assignee_not_in_company', 'body.userId');
  });

  it('moves forward along the pipeline, never back nor out of sold or lost, and lost needs a reason', () => {
    given().when({ ...cmd, type: 'MoveLeadStage', to: 'contacted', reason: null }).then([contacted]);
    given(contacted).when({ ...cmd, type: 'MoveLeadStage', to: 'contacted', reason: null }).then([]);
    given(contacted).when({ ...cmd, type: 'MoveLeadStage', to: 'new', reason: null }).thenFails('dealer.lead_stage_not_allowed', 'body.stage');
    const appointment: LeadWorkEvent = { type: 'LeadStageChanged', data: { ...by, from: 'contacted', to: 'appointment', reason: null } };
    given(contacted, appointment).when({ ...cmd, type: 'MoveLeadStage', to: 'contacted', reason: null }).thenFails('dealer.lead_stage_not_allowed');
    given(contacted).when({ ...cmd, type: 'MoveLeadStage', to: 'lost', reason: '  ' }).thenFails('dealer.lost_reason_required', 'body.reason');
    given(contacted).when({ ...cmd, type: 'MoveLeadStage', to: 'lost', reason: ' Bought elsewhere ' })
      .then([{ type: 'LeadStageChanged', data: { ...by, from: 'contacted', to: 'lost', reason: 'Bought elsewhere' } }]);
    const sold: LeadWorkEvent = { type: 'LeadStageChanged', data: { ...by, from: 'contacted', to: 'sold', reason: null } };
    given(contacted, sold).when({ ...cmd, type: 'MoveLeadStage', to: 'lost', reason: 'no' }).thenFails('dealer.lead_stage_not_allowed');
  });

  it('records the first contact once: the first move out of new', () => {
    const first = given(contacted, { type: 'LeadStageChanged', data: { ...by, at: LATER, from: 'contacted', to: 'appointment', reason: null } });
    expect(first.state).toMatchObject({ stage: 'appointment', firstContactAt: NOW });
    expect(given({ type: 'LeadNoteAdded', data: { ...by, noteId: 'n', text: 'left a message' } }).state).toMatchObject({ firstContactAt: null });
  });

  it('keeps notes within their length and tasks in the future', () => {
    given().when({ ...cmd, type: 'AddLeadNote', noteId: 'n-1', text: ' Called, call back Monday ' })
      .then([{ type: 'LeadNoteAdded', data: { ...by, noteId: 'n-1', text: 'Called, call back Monday' } }]);
    given().when({ ...cmd, type: 'AddLeadNote', noteId: 'n-1', text: 'x'.repeat(LEAD_NOTE_MAX + 1) }).thenFails('dealer.text_too_long', 'body.text');
    given().when({ ...cmd, type: 'AddLeadNote', noteId: 'n-1', text: ' ' }).thenFails('dealer.text_required', 'body.text');
    given().when({ ...cmd, type: 'AddLeadTask', taskId: 't-1', title: 'Call back', dueAt: LATER })
      .then([{ type: 'LeadTaskAdded', data: { ...by, taskId: 't-1', title: 'Call back', dueAt: LATER } }]);
    given().when({ ...cmd, type: 'AddLeadTask', taskId: 't-1', title: 'Call back', dueAt: NOW }).thenFails('dealer.task_due_in_past', 'body.dueAt');
  });

  it('escalates a lead nobody contacted, once', () => {
    const escalate = { type: 'EscalateLead' as const, leadId: 'l-1', companyId: 1, now: LATER, targetMinutes: 15 };
    const escalated: LeadWorkEvent = { type: 'LeadEscalated', data: { leadId: 'l-1', companyId: 1, at: LATER, targetMinutes: 15 } };
    given().when(escalate).then([escalated]);
    given(escalated).when(escalate).then([]);
    given(contacted).when(escalate).then([]);
  });

  it('records each update email of a lead once per buyer fact (a retried timer or a redelivered event records nothing)', () => {
    const record = { type: 'RecordLeadUpdate' as const, leadId: 'l-1', companyId: 1, now: LATER, updateId: 'e-1', changes: ['trade_in' as const], addresses: 2 };
    const sent: LeadWorkEvent = { type: 'LeadUpdateSent', data: { leadId: 'l-1', companyId: 1, at: LATER, updateId: 'e-1', changes: ['trade_in'], addresses: 2 } };
    given(contacted).when(record).then([sent]);
    given(contacted, sent).when(record).then([]);
    given(sent).when({ ...record, updateId: 'e-2', changes: ['finance'] })
      .then([{ type: 'LeadUpdateSent', data: { ...sent.data, updateId: 'e-2', changes: ['finance'] } }]);
    // An update is no contact: the response time still waits for the dealer.
    expect(given(sent).state).toMatchObject({ firstContactAt: null, stage: 'new' });
  });
});
