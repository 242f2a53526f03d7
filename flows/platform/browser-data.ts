/**
 * Browser data for POST /api/browser-data (spec section 7): what the browser tells any page
 * it opens, read once when the user becomes known. Left out on purpose: installed fonts (only
 * a probe of hundreds of font names finds them, which is fingerprinting; the fonts the page
 * itself loaded are sent instead) and any canvas, audio or WebGL reading.
 */
export type BrowserSource = {
  navigator: Pick<Navigator, 'userAgent' | 'language'> & {
    plugins?: ArrayLike<{ name: string }>;
    userAgentData?: {
      platform?: string;
      brands?: ReadonlyArray<{ brand: string; version: string }>;
    };
  };
  screen: Pick<Screen, 'width' | 'height'>;
  fonts?: Iterable<{ family: string; status: string }>;
  timeZone: string | undefined;
};

// The OS as the user agent names it, most specific first (Android's says Linux too).
const OPERATING_SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];
// Browser and its version; Edge and Opera say Chrome too, Chrome says Safari.
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg\/([\d.]+)/, 'Edge'],
  [/OPR\/([\d.]+)/, 'Opera'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/CriOS\/([\d.]+)/, 'Chrome'],
  [/Chrome\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari/, 'Safari'],
];

const MAX_ITEMS = 50;

export function browserData(source: BrowserSource, ipAddress: string | null) {
  const { navigator } = source;
  const userAgent = navigator.userAgent;
  const deviceOs =
    navigator.userAgentData?.platform ||
    OPERATING_SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const browser = BROWSERS.map(([pattern, name]) => {
    const version = pattern.exec(userAgent)?.[1];
    return version ? `${name} ${version}` : undefined;
  }).find(Boolean);
  const plugins = [...Array.from(navigator.plugins ?? [], (plugin) => plugin.name)];
  const fonts = [
    ...new Set(
      [...(source.fonts ?? [])]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/^["']|["']$/g, '')),
    ),
  ];
  return {
    // As the product's own server saw the page (its fetch-toggles answer).
    ...(ipAddress ? { ip_addresses: [ipAddress] } : {}),
    ...(deviceOs ? { deviceOs } : {}),
    ...(browser ? { browser } : {}),
    ...(source.timeZone ? { timeZone: source.timeZone } : {}),
    language: navigator.language,
    currentResolution: `${source.screen.width}x${source.screen.height}`,
    plugins: plugins.slice(0, MAX_ITEMS),
    userAgent,
    fonts: fonts.slice(0, MAX_ITEMS),
  };
}
