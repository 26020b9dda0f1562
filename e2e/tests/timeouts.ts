/**
 * For the first assertion after a full load of a screen the server does not render: the app and
 * the screen's code are fetched and started before anything shows, which took over 5 s (the
 * default) on 2 busy cores in CI with two workers. The live event screens (/coachella,
 * /rolling-loud) once did on an idle machine too (not explained yet).
 */
export const FIRST_LOAD = { timeout: 15_000 };
