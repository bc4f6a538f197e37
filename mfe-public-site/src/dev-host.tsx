// Async boundary: Module Federation negotiates shared singletons before the host code runs.
import('./dev-bootstrap');
