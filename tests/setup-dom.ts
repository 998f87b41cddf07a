import '@testing-library/jest-dom'
import { installMatchMedia } from './helpers/match-media'

// Media queries, which jsdom lacks, against window.innerWidth (watchDeviceClass reads them). A test of
// what the HTML renderer writes runs with `@jest-environment node`, without a window.
if (typeof window !== 'undefined') installMatchMedia(window)
