import type { LocaleKey } from '@marketplace/domain';
import { render, type RenderedMail } from '../../../platform/mail/templates';

interface Common {
  readonly lang: LocaleKey;
  readonly base: string;
  readonly companyId: number;
  readonly leadId: string;
  readonly vehicle: string;
}

const leadsUrl = (c: Common) => `${c.base}/${c.lang}/company/${c.companyId}/lead-management`;

/** The email to a company's users about a lead still not contacted after the company's target (issue #45 item 3). */
export function leadEscalationMail(c: Common & { readonly targetMinutes: number }): RenderedMail {
  const fr = c.lang === 'fr-ca';
  return render({
    lang: c.lang, brand: null, base: c.base,
    subject: fr ? `Prospect sans réponse depuis ${c.targetMinutes} min : ${c.vehicle}` : `Lead not answered in ${c.targetMinutes} min: ${c.vehicle}`,
    greeting: fr ? 'Bonjour,' : 'Hello,',
    lines: [fr
      ? `Personne n'a encore communiqué avec le client du prospect ${c.leadId} (${c.vehicle}), reçu il y a plus de ${c.targetMinutes} minutes. Un client rappelé dans les 5 minutes achète bien plus souvent.`
      : `Nobody has contacted the customer of lead ${c.leadId} (${c.vehicle}) yet, received over ${c.targetMinutes} minutes ago. A customer called back within 5 minutes buys far more often.`],
    action: { label: fr ? 'Ouvrir les prospects' : 'Open the leads', url: leadsUrl(c) },
    footer: fr ? 'Un avis de délai de réponse de votre entreprise.' : "A response-time alert of your company's.",
  });
}

/** A task's reminder to the lead's assignee (or the task's author) when it is due (issue #45 item 2). */
export function leadTaskReminderMail(c: Common & { readonly title: string; readonly dueAt: string }): RenderedMail {
  const fr = c.lang === 'fr-ca';
  return render({
    lang: c.lang, brand: null, base: c.base,
    subject: fr ? `Tâche à faire : ${c.title}` : `Task due: ${c.title}`,
    greeting: fr ? 'Bonjour,' : 'Hello,',
    lines: [fr ? `La tâche « ${c.title} » du prospect ${c.leadId} (${c.vehicle}) est due.` : `The task "${c.title}" on lead ${c.leadId} (${c.vehicle}) is due.`],
    action: { label: fr ? 'Ouvrir les prospects' : 'Open the leads', url: leadsUrl(c) },
    footer: fr ? 'Un rappel de vos prospects.' : 'A reminder from your leads.',
  });
}
