import { Inject, Injectable } from '@nestjs/common';
import { isDomainError, socialAttemptDecider, socialAttemptStreamId, type SocialProvider } from '@marketplace/domain';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { EventSourcedCommands } from '../../../platform/commands/event-sourced-commands';
import type { RequestContext } from '../../../platform/http/request-context';
import { RATE_LIMITER, type RateLimiter } from '../../../platform/rate-limit/rate-limiter';
import { LOGGER } from '../../../platform/tokens';
import { throttles } from '../adapters/identity-throttle';
import { SocialSignInError } from '../adapters/social-providers';
import type { SocialLang } from './social-links';

/** Refusal reasons that mean the provider cannot be used now (issue #42 item 7): the login page says it is not available. */
const UNAVAILABLE: ReadonlySet<string> = new Set(['not_configured', 'provider_unreachable']);

/** Refused social sign-ins, each an event on its attempt's own stream (`social-sign-in-<uuid>`). */
@Injectable()
export class SocialAttempts {
  constructor(
    private readonly commands: EventSourcedCommands,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  /** Records why on the attempt's stream, logs it, and answers the login page's message to send the browser to. */
  async refused(provider: SocialProvider, lang: SocialLang, error: unknown, ctx: RequestContext): Promise<string> {
    const failure = error instanceof SocialSignInError ? error : null;
    const reason = failure?.reason ?? (error as { code?: string })?.code ?? 'error';
    // A domain rule's refusal (a suspended account, an impersonation) is a refusal, not a fault.
    if (failure) this.logger.warn({ provider, reason, detail: failure.detail }, 'social sign-in refused');
    else if (isDomainError(error) && error.kind !== 'unavailable') this.logger.warn({ provider, reason }, 'social sign-in refused');
    else this.logger.error({ err: error, provider }, 'social sign-in failed');
    // Anyone can call the callback: an IP's refusals go to the event store up to a budget, then to the log only.
    // A provider that cannot be used now (not configured here, unreachable) is named, so the page says it is not available.
    const landing = `/${lang}/login?social_error=${encodeURIComponent(reason)}${UNAVAILABLE.has(reason) ? `&provider=${provider}` : ''}`;
    const budget = throttles.socialRefusalRecorded(ctx.ip);
    if ((await this.limiter.hit(budget.key, budget.rule)).count > budget.rule.limit) return landing;
    const attemptId = randomUUID();
    await this.commands.execute(socialAttemptDecider, socialAttemptStreamId(attemptId), {
      type: 'RefuseSocialSignIn', data: { attemptId, provider, reason, now: ctx.now.toISOString() },
    }, ctx);
    return landing;
  }
}
