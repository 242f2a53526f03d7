import { COMPLETION_EN } from '../../../vocabulary/messages/completion.en';
import { useText } from '../../lib/text';

// The stores' badges as their guidelines draw them: black, a thin grey keyline, the store's
// mark on the left and its fixed wording, never restyled; the same height side by side (40 px,
// Apple's smallest on screen). Inline SVG in the completion chunk: no image request, no font
// of the stores'. Each badge is one image named by its wording, which names its link.

const KEYLINE = '#a6a6a6';

/** Simple Icons' Apple mark (CC0), on a 24-unit grid. */
const APPLE_MARK =
  'M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701';

/** Google Play's triangle in its four colours, meeting where the store's mark meets. */
const PLAY_MARK = [
  { fill: '#4285f4', points: '3,2 3,22 13,12' },
  { fill: '#34a853', points: '3,2 13,12 15.96,9.2' },
  { fill: '#fbbc04', points: '15.96,9.2 21,12 15.96,14.8 13,12' },
  { fill: '#ea4335', points: '3,22 13,12 15.96,14.8' },
];

export function AppStoreBadge() {
  const say = useText(COMPLETION_EN);
  return (
    <svg
      viewBox="0 0 120 40"
      className="h-10 w-[120px]"
      role="img"
      aria-label={say('completion.appStore')}
    >
      <rect x="0.5" y="0.5" width="119" height="39" rx="6.5" fill="#000" stroke={KEYLINE} />
      <path d={APPLE_MARK} fill="#fff" transform="translate(9 8)" />
      <text x="39" y="16" fill="#fff" fontSize="8" fontWeight="500">
        {say('completion.appStoreLine')}
      </text>
      <text x="38" y="30" fill="#fff" fontSize="15.5" fontWeight="600" letterSpacing="-0.3">
        App Store
      </text>
    </svg>
  );
}

export function GooglePlayBadge() {
  const say = useText(COMPLETION_EN);
  return (
    <svg
      viewBox="0 0 135 40"
      className="h-10 w-[135px]"
      role="img"
      aria-label={say('completion.googlePlay')}
    >
      <rect x="0.5" y="0.5" width="134" height="39" rx="6.5" fill="#000" stroke={KEYLINE} />
      <g transform="translate(9 8)">
        {PLAY_MARK.map((part) => (
          <polygon key={part.fill} fill={part.fill} points={part.points} />
        ))}
      </g>
      <text x="41" y="15" fill="#fff" fontSize="7.5" fontWeight="500" letterSpacing="0.4">
        {say('completion.googlePlayLine')}
      </text>
      <text x="40" y="30" fill="#fff" fontSize="15.5" fontWeight="600" letterSpacing="-0.3">
        Google Play
      </text>
    </svg>
  );
}
