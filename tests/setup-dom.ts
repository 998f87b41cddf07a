import '@testing-library/jest-dom'
import '../src/components/hydration/static-module-loaders'
import { loadStaticModules } from '../src/components/hydration/static-modules'

// The build renders static parts with their code in place (static-modules.ts): so do the component tests.
beforeAll(() => loadStaticModules())
