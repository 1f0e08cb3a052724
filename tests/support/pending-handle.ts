/**
 * Preloaded into a child process: keeps the event loop busy for a minute, the way a DNS
 * lookup the engine can no longer cancel does. A command that waits for the loop to drain
 * instead of exiting hangs on it.
 */
setInterval(() => undefined, 60_000)
