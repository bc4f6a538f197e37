// Async boundary: Module Federation negotiates the shared singletons before any shell code runs.
import('./bootstrap');
