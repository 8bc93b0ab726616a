/**
 * Whether this instance is shutting down (ADR 0081): from SIGTERM on, /api/health/ready answers 503 so the load
 * balancer stops sending new requests while the ones in flight finish.
 */
export class ShutdownState {
  private stopping = false;

  get draining(): boolean {
    return this.stopping;
  }

  begin(): void {
    this.stopping = true;
  }
}
