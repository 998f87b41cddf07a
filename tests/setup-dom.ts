import '@testing-library/jest-dom'
import '../src/components/hydration/static-module-loaders'
import { loadStaticModules } from '../src/components/hydration/static-modules'
import { installMatchMedia } from './helpers/match-media'

// The build renders static parts with their code in place (static-modules.ts): so do the component tests.
beforeAll(() => loadStaticModules())

// Media queries, which jsdom lacks, against window.innerWidth (useDeviceClass reads them). A test of
// what the HTML renderer writes runs with `@jest-environment node`, without a window.
if (typeof window !== 'undefined') installMatchMedia(window)
