/// Placeholder; replaced by the solver.
public enum LayoutSolverModule {}
