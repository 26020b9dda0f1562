// The realtime suite's busy room: chat and hearts through the real routes, as members do it.
// `chatPerSecond` messages a second (one every 1/rate s) from `chatters` members in turn, each
// within slow mode (CHAT_SLOW_MODE_SECONDS), and `heartsPerSecond` hearts from the same members.
// A message's text carries its send time (process.hrtime, ns) for the clients to time delivery.

export function startRoomLoad({
  server,
  streamId,
  cookies,
  chatPerSecond = 20,
  heartsPerSecond = 40,
}) {
  const tally = { chatSent: 0, chatFailed: 0, heartsSent: 0, heartsFailed: 0, failures: {} };
  /** How long the server took to answer each chat message (ms): delivery waits on it. */
  const answerMs = [];
  const post = async (path, cookie, body) => {
    const t0 = performance.now();
    try {
      const response = await fetch(`${server.url}/api/live/${streamId}/${path}`, {
        method: 'POST',
        headers: {
          cookie,
          origin: server.origin,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      await response.arrayBuffer();
      if (path === 'chat') answerMs.push(performance.now() - t0);
      if (!response.ok) {
        const key = `${path} ${response.status}`;
        tally.failures[key] = (tally.failures[key] ?? 0) + 1;
      }
      return response.ok;
    } catch (error) {
      const key = `${path} ${error.cause?.code ?? error.message}`;
      tally.failures[key] = (tally.failures[key] ?? 0) + 1;
      return false;
    }
  };
  let chatTurn = 0;
  let heartTurn = 0;
  const inFlight = new Set();
  const track = (promise) => {
    inFlight.add(promise);
    promise.finally(() => inFlight.delete(promise));
  };
  // Timers at the rate rather than a loop awaiting each answer: a slow server meets the same
  // offered load a room of fans would send, and the backlog shows in the latency.
  const chatTimer = setInterval(() => {
    const cookie = cookies[chatTurn++ % cookies.length];
    const text = `bench ${process.hrtime.bigint()} what a song!`;
    track(
      post('chat', cookie, { text }).then((ok) => (ok ? tally.chatSent++ : tally.chatFailed++)),
    );
  }, 1000 / chatPerSecond);
  const heartTimer = setInterval(() => {
    const cookie = cookies[heartTurn++ % cookies.length];
    track(post('hearts', cookie).then((ok) => (ok ? tally.heartsSent++ : tally.heartsFailed++)));
  }, 1000 / heartsPerSecond);
  const started = performance.now();
  return {
    tally,
    /** Stops sending and waits for the answers still on their way; returns the tally. */
    async stop() {
      clearInterval(chatTimer);
      clearInterval(heartTimer);
      await Promise.all([...inFlight]);
      answerMs.sort((a, b) => a - b);
      return {
        ...tally,
        seconds: (performance.now() - started) / 1000,
        answerP50Ms: answerMs[Math.floor(answerMs.length * 0.5)],
        answerP99Ms: answerMs[Math.ceil(answerMs.length * 0.99) - 1],
      };
    },
  };
}
