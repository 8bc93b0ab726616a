// Stops the PostgreSQL and redis-server of an `npm start` whose process was killed outright (kill -9), so they do
// not outlive it. Runs detached, like them, so that killing `npm start`'s process group does not kill the guard too.
// Usage: node orphan-guard.mjs <parent pid> <signal>:<pid> [<signal>:<pid> …]   (each pid leads its own group)
const [parent, ...targets] = process.argv.slice(2);
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};
const timer = setInterval(() => {
  if (alive(Number(parent))) return;
  clearInterval(timer);
  for (const target of targets) {
    const [signal, pid] = target.split(':');
    try {
      process.kill(-Number(pid), signal);
    } catch {
      /* already gone */
    }
  }
}, 500);
