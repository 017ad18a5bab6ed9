/**
 * What NODE_ENV=production refuses to start without (issue 29.6). Each entry names the setting and why: an operator
 * who sees the list fixes every problem at once instead of one per restart.
 */
export function productionRefusals(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const refusals: string[] = [];
  const publicUrl = env.PUBLIC_URL?.trim();
  if (!publicUrl) {
    refusals.push(
      'PUBLIC_URL is not set: mails would link to http://localhost. Set it to the address people reach the service at (e.g. https://consents.example.govt.nz).',
    );
  } else if (!/^https:\/\//i.test(publicUrl)) {
    refusals.push(
      `PUBLIC_URL is ${publicUrl}: links in mails must use https:// (sign-in and reset links would travel in the clear).`,
    );
  }
  if (!env.SMTP_URL?.trim()) {
    refusals.push(
      'SMTP_URL is not set: no mail would be sent (verification, password reset, receipts and decisions would stay queued).',
    );
  }
  const trustProxy = env.TRUST_PROXY?.trim() ?? '';
  if (trustProxy === 'true') {
    refusals.push(
      'TRUST_PROXY=true trusts every hop: give the number of proxies in front of the server or their addresses.',
    );
  }
  if (trustProxy !== '' && trustProxy !== 'false' && trustProxy !== '0' && !env.PUBLIC_ORIGINS?.trim()) {
    refusals.push(
      `TRUST_PROXY is ${trustProxy} but PUBLIC_ORIGINS is not set: behind a proxy the Host header is the proxy's, so the origins that may send writes must be named (e.g. https://consents.example.govt.nz).`,
    );
  }
  const processes = processCount(env);
  if (processes > 1 && env.STORAGE !== 's3') {
    refusals.push(
      `STORAGE is local files but ${processes} server processes run (${processesSource(env)}): each would keep its own uploads. Use STORAGE=s3, or one process.`,
    );
  }
  if (processes > 1 && !env.DATABASE_URL?.trim()) {
    refusals.push(
      `DATABASE_URL is not set, so the embedded database is used, but ${processes} server processes run (${processesSource(env)}): one data directory serves one process. Use a PostgreSQL server.`,
    );
  }
  return refusals;
}

/**
 * How many server processes this setup runs, where the process can tell: WEB_CONCURRENCY (Heroku, Render, Dokku and
 * others name their worker count so), or PM2's cluster mode (which sets exec_mode and NODE_APP_INSTANCE per process).
 */
function processCount(env: NodeJS.ProcessEnv): number {
  const concurrency = Number(env.WEB_CONCURRENCY);
  if (Number.isInteger(concurrency) && concurrency > 1) return concurrency;
  const instances = Number(env.instances);
  if (env.exec_mode === 'cluster_mode') return Number.isInteger(instances) && instances > 1 ? instances : 2;
  return 1;
}

function processesSource(env: NodeJS.ProcessEnv): string {
  return env.exec_mode === 'cluster_mode' && !(Number(env.WEB_CONCURRENCY) > 1)
    ? "PM2's cluster mode"
    : `WEB_CONCURRENCY=${env.WEB_CONCURRENCY}`;
}
