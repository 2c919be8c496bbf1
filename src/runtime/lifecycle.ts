// Owns every timer and long-lived service of the page. Services run only while at least one
// element is connected; when the last one leaves, every interval, socket and listener stops.

export interface Service {
  start(): void;
  stop(): void;
}

export interface Lifecycle {
  /** An element connected; starts the services on the first one. */
  acquire(element: Element): void;
  /** An element disconnected; stops everything after the last one. */
  release(element: Element): void;
  /** The connected elements, oldest first. */
  elements(): readonly Element[];
  /** Registers a service (idempotent per name); started now if elements are connected. */
  service(name: string, service: Service): void;
  /** A repeating timer owned by the runtime; returns its cancel function. */
  every(ms: number, fn: () => void): () => void;
  /** A one-shot timer owned by the runtime; returns its cancel function. */
  after(ms: number, fn: () => void): () => void;
  /** Stops every service and timer now (logout after a kick, or the last element leaving). */
  stopAll(): void;
  /** Starts the services again after stopAll() while elements are still connected (a new login). */
  resume(): void;
  /** Number of live timers (for tests that check nothing is left behind). */
  timerCount(): number;
}

/** Creates the page's lifecycle. */
export function createLifecycle(): Lifecycle {
  const connected: Element[] = [];
  const services = new Map<string, Service>();
  const timers = new Map<number, 'interval' | 'timeout'>();
  let running = false;

  const clearTimer = (id: number) => {
    const kind = timers.get(id);
    if (kind === 'interval') clearInterval(id);
    else if (kind === 'timeout') clearTimeout(id);
    timers.delete(id);
  };

  const startAll = () => {
    if (running) return;
    running = true;
    for (const s of services.values()) s.start();
  };

  const lifecycle: Lifecycle = {
    acquire(element) {
      if (!connected.includes(element)) connected.push(element);
      startAll();
    },
    release(element) {
      const i = connected.indexOf(element);
      if (i >= 0) connected.splice(i, 1);
      if (connected.length === 0) lifecycle.stopAll();
    },
    elements: () => connected,
    service(name, service) {
      if (services.has(name)) return;
      services.set(name, service);
      if (running) service.start();
    },
    every(ms, fn) {
      const id = setInterval(fn, ms) as unknown as number;
      timers.set(id, 'interval');
      return () => clearTimer(id);
    },
    after(ms, fn) {
      const id = setTimeout(() => {
        timers.delete(id);
        fn();
      }, ms) as unknown as number;
      timers.set(id, 'timeout');
      return () => clearTimer(id);
    },
    stopAll() {
      if (running) for (const s of services.values()) s.stop();
      running = false;
      for (const id of [...timers.keys()]) clearTimer(id);
    },
    resume() {
      if (connected.length > 0) startAll();
    },
    timerCount: () => timers.size,
  };
  return lifecycle;
}
