"""Scenario files: line-aware reading, checking, and the scenario model."""
