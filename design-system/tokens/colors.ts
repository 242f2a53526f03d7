// The brand: a calm deep teal for trust, a warm ink for text, and status colours chosen so
// every text/background pair we use clears WCAG AA (contrast.test.ts proves the pairs).
export const colors = {
  white: '#ffffff',
  brand: {
    50: '#eef7f6',
    100: '#d4ebe8',
    200: '#a9d6d1',
    500: '#2a8c82',
    600: '#1c7168',
    700: '#145c55',
    800: '#0f4843',
    900: '#0b3531',
  },
  ink: {
    50: '#f6f8fa',
    100: '#edf1f4',
    200: '#dbe2e8',
    300: '#b9c4ce',
    500: '#5a6978',
    700: '#3a4856',
    900: '#15212d',
  },
  danger: { 50: '#fdf2f1', 200: '#f5c2bd', 700: '#b42318', 800: '#912018' },
  success: { 50: '#ecfbf3', 200: '#a6e9c5', 700: '#08703f' },
  warning: { 50: '#fff8e8', 200: '#f7d58c', 800: '#8a3b0c' },
  focus: '#1d4ed8',
} as const;
